class localmod {
  file { "${module_name}-dir": path => module_directory('localmod'), ensure => directory }
}
