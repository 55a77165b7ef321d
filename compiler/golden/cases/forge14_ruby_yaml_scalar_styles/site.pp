# Written for this case.
probe::yaml_styles().each |$k, $v| { file { "/tmp/${k}.yaml": content => $v } }
