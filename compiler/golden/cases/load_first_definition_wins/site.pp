# init.pp also defines dup::again: since init.pp is loaded first (include dup), that definition
# is used and dup/manifests/again.pp is never read.
include dup
include dup::again
