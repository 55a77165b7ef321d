# One 3.x function file defines two functions (puppetlabs-docker's docker_run_flags.rb also defines
# docker::escape). Once the file is loaded the second one is known: the first calls it through
# call_function, and Puppet code can call it too.
notice(shellx_flags({ 'user' => 'bob smith', 'env' => ['A=1', 'B=two words'] }))
notice(shellx::quote("it's"))
