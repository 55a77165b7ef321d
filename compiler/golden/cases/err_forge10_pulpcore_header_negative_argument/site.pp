# theforeman/puppet-pulpcore pulpcore::generate_header_content with a text line the scan cuts one or two characters
# longer than the padding width: " " * negative -> ArgumentError "negative argument" (written for this case).
notice(pulpcore::generate_header_content(['This file is managed by Puppet. Local changes will be overwritten.'], 40, '#'))
