class app(Hash $users, Array $packages, Hash $limits, Array $extra_list) {
  notice("users=${users}")
  notice("packages=${packages}")
  notice("limits=${limits}")
  notice("extra=${extra_list}")
}
