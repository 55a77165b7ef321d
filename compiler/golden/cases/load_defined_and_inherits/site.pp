# defined() autoloads classes, defines and types from modules; a class inherits a class of another
# module (loaded on demand); a function's $module_name; nested class found in the parent's file.
notice(defined('alpha::base'), defined('Alpha::Base'), defined('alpha::nothing'), defined('beta::thing'))
notice(defined(Class['alpha::base']), defined('alpha::fn'), defined('$alpha::base::x'))
include beta::child
notice(defined('$alpha::base::x'), $alpha::base::x, $beta::child::y)
notice(alpha::fn())
notice(Alpha::Num, 3 =~ Alpha::Num)
