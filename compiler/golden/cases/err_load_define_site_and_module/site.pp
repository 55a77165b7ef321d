# A defined type of site.pp also in an autoloaded file: reported at the include that loaded it.
define app::d() { }
include app
