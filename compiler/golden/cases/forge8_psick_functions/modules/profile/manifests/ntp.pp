class profile::ntp {
  notify { "profile ntp": }
}
