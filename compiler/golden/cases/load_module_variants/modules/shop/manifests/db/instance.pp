define shop::db::instance(Shop::Port $port) {
  notify { "instance ${title}":
    message => "module_name=${module_name} caller=${caller_module_name} port=${port}",
  }
}
