# lookup_options for one key set in the module layer and the environment layer: the environment's
# entry for a key replaces the module's (packages: unique over first, limits: first over hash), a key
# only the module sets options for keeps them (users: deep across node, common and module data), a
# regexp key from the module applies.
include app
