define webapp::vhost($port = 80) {
  notice("vhost module_name=${module_name} title=${title}")
  notify { "vhost ${title}:${port}": }
}
