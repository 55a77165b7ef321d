class profile::nginx (Integer $workers = 1) {
  notify { "nginx workers ${workers} for ${trusted['extensions']['pp_role']}": }
}
