# QA-FORGE-7: voxpupuli-gitlab's CI runner classes (code index) without puppetlabs-stdlib and
# puppetlabs-apt on the modulepath: cirunner.pp calls stdlib's validate_string first.
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
