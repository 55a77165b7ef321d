# QA-FORGE-7: voxpupuli-gitlab's gitlab::cirunner::shell (code index, 9b611757) given runners as its
# parameter documents: its create_resources names 'gitlab::runners::shell' (sic), a type that
# does not exist, so the first runner fails inside create_resources.
Gitlab::Runner { binary => 'gitlab-ci-multi-runner' }
class { 'gitlab::cirunner':
  manage_docker => false,
  manage_repo   => false,
}
class { 'gitlab::cirunner::shell':
  runners => {
    'build01' => { 'tags' => ['linux'] },
  },
}
