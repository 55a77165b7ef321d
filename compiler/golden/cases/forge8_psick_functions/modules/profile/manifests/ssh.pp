class profile::ssh {
  notify { "profile ssh": }
}
