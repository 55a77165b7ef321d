# A class defined in its parent's file (tools::helper inside tools/manifests/init.pp): found once
# the parent file has been loaded, whether or not the parent class is declared.
include tools::helper
include tools::other
