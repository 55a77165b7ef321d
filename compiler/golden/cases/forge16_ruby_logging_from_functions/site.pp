# Log lines module functions write: Puppet.notice/warning/err/info/debug, warn_once, deprecation_warning (each
# once per key), call_function('notice'/'warning'/'alert'), send_log, Util::Log.create, and 3.x functions'
# function_notice/function_warning/scope logging methods; the Puppet logging functions with non-String arguments.
$top = lg::emit('top')
include lg
notify { 'x': message => $top }
