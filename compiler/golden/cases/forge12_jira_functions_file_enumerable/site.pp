# Written for this case after voxpupuli/puppet-jira's jira::config (it keeps the password out of dbconfig.xml once Jira
# has secured it); the home directories are the module's own files (their path through $settings::environmentpath).
$files = "${settings::environmentpath}/production/modules/jira/files"
notify { 'secured':
  message => [
    jira::db_password_atl_secured("${files}/secured"),
    jira::db_password_atl_secured("${files}/plain"),
    jira::db_password_atl_secured("${files}/missing"),
  ],
}
notify { 'installed': message => [jira::is_installed('forge12-no-such-user'), jira::is_installed('nobody')] }
