# QA-FORGE-7 (Rocky 9 node): the RedHat branch declares yumrepo, which Puppet 7.23 (Debian) has no longer
# built in (yumrepo_core is a separate module, not on this modulepath). voxpupuli-gitlab's CI runner classes and defines from the code index (cirunner.pp
# 28592737 with hiera() lookups and stdlib 8.5's validate_*, runner.pp 0a34c8e0 with
# join_keys_to_values/prefix, runner/shell.pp 8b7e7d78 calling the Ruby function
# gitlab::cirunner::cmd_str 8d259664), Debian's apt 9.0.1, runners from Hiera as the README showed.
# This runner.pp needs a binary the cirunner.pp of the index does not pass: a top-scope resource
# default gives it (dynamic scoping reaches the defines gitlab::cirunner declares).
Gitlab::Runner { binary => 'gitlab-ci-multi-runner' }

class { 'gitlab::cirunner':
  concurrent    => 4,
  manage_docker => false,
}
class { 'gitlab::cirunner::shell':
  default_url   => 'https://gitlab.example.com',
  default_token => 'shell-token',
  default_tags  => ['shell'],
}
gitlab::runner::shell { 'ci01':
  tags         => ['linux', 'bookworm'],
  run_untagged => false,
  locked       => true,
}
gitlab::runner::shell { 'ci02':
  url   => 'https://gitlab2.example.com',
  shell => 'sh',
}
