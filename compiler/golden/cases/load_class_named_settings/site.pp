class settings { }
include settings
