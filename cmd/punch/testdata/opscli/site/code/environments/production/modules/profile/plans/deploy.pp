plan profile::deploy(TargetSpec $targets) {
  run_task('profile::hello', $targets)
}
