# QA-FORGE-8: voxpupuli-logrotate's logrotate::rule (8f6b786b) fails with its own message when path is missing,
# and create_mode without create fails too: the first fail() of the compile wins.
logrotate::rule { 'nopath':
  rotate => 5,
}
