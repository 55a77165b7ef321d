class profile::base(Hash $users, Array[String] $packages, String $motd) {
  notice("users=${users}")
  notice("packages=${packages}")
  notify { $motd: }
}
