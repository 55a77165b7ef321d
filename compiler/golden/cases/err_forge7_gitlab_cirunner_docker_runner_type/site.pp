# QA-FORGE-7: voxpupuli-gitlab's gitlab::cirunner::docker (code index, 51d2783b) creating its
# runners with create_resources('gitlab::runner::docker', ...) as documented, one runner's cpus
# given as a String where the define wants an Integer.
Gitlab::Runner { binary => 'gitlab-ci-multi-runner' }
class { 'gitlab::cirunner':
  manage_docker => false,
  manage_repo   => false,
}
class { 'gitlab::cirunner::docker':
  manage_docker => false,
  runners       => {
    'd1' => { 'image' => 'debian:bookworm', 'privileged' => true },
    'd2' => { 'image' => 'alpine:3', 'cpus' => '2' },
  },
}
