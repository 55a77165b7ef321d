# Two static validation errors in the main manifest: Puppet logs each, then fails with
# "Language validation logged 2 errors. Giving up".
notice(before)
class c($a, $a) {}
define d($title) {}
