# A node named 'web01' does not match node web01.example.com in Puppet 7 (no short-name search;
# strict_hostname_checking no longer exists): the default node is used.
node 'web01' { notify { 'short name matched': } }
node default { notify { 'default matched': } }
