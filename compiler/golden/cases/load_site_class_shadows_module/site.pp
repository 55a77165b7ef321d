# A class defined in the environment's manifest wins over the module file of the same name (the
# module file is never loaded, so there is no redefinition error).
class shadow { notify { 'from site.pp': } }
include shadow
