# Module autoloading variants: nested defines and classes in subdirectories, namespaced functions
# in subdirectories, type aliases referring to other aliases, $module_name / $caller_module_name
# from a define declared by another module, templates (ERB and EPP) and files from modules,
# include with a leading :: and capitalized names.
include ::base
include 'Shop::Db::Server'
shop::db::instance { 'main': port => 5433 }
notify { 'from site': message => [shop::util::double(21), shop::greet('site')] }
$p = Shop::Port
notify { 'alias': message => "${p} ${(8080 =~ Shop::Port)} ${('x' =~ Shop::Port)}" }
