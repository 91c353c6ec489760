print("compat-report: not yet implemented")
