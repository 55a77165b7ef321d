class base {
  shop::db::instance { 'from base': port => 5434 }
  notify { "base module_name=${module_name}": }
}
