# == Class: telegraf::install (fba498ad, the repository branches left out: manage_repo is false here)
class telegraf::install {

  assert_private()

  ensure_packages([$::telegraf::package_name], { ensure => $::telegraf::ensure, install_options => $::telegraf::install_options })
}
