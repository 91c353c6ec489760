print("viewtree-fuzz: not yet implemented")
