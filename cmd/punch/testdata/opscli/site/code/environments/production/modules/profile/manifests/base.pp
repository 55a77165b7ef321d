class profile::base(Array $packages, String $motd, Integer $timeout = 10) {
  $banner = "${motd} packages=${packages.join(',')}"
  notify { $banner: }
}
