# A directory named like a class file (manifests/foo.pp/) is not imported: the class is not found.
include mymod::foo
