notice(docker_run_flags({}))
