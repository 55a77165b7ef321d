# dup::again is loaded from again.pp first; loading init.pp (for class dup) then redefines it.
include dup::again
include dup
