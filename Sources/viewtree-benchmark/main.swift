print("viewtree-benchmark: not yet implemented")
