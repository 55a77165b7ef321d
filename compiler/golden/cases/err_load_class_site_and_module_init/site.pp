# A class of site.pp also in an autoloaded file: Puppet's redefinition error with both places.
class app::x { notice('site x') }
include app
