# QA-FORGE-7: voxpupuli-gitlab's gitlab::cirunner::docker (code index, 51d2783b) creating its
# docker runners with create_resources as documented, defaults from the class, each option passed
# through the Ruby function gitlab::cirunner::cmd_str.
Gitlab::Runner { binary => 'gitlab-ci-multi-runner' }
class { 'gitlab::cirunner':
  manage_docker => false,
  manage_repo   => false,
}
class { 'gitlab::cirunner::docker':
  manage_docker        => false,
  default_url          => 'https://gitlab.example.com',
  default_token        => 'docker-token',
  default_image        => 'debian:bookworm',
  default_privileged   => false,
  default_dns          => ['10.0.0.53', '10.0.0.54'],
  default_shm_size     => 268435456,
  default_allowed_images => ['debian:*', 'alpine:*'],
  runners              => {
    'd1' => { 'privileged' => true, 'tags' => ['docker', 'dind'], 'run_untagged' => false },
    'd2' => { 'image' => 'alpine:3', 'cpus' => 2, 'pull_policy' => 'if-not-present', 'links' => [] },
  },
}
gitlab::runner::docker { 'd3':
  locked      => true,
  cpuset_cpus => '0-3',
  services    => ['postgres:15', 'redis:7'],
}
