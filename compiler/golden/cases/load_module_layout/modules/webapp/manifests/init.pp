class webapp {
  notice("init module_name=${module_name} name=${name}")
  notify { 'webapp': }
}
