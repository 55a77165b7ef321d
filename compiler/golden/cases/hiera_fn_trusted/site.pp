notify { "who: ${lookup('who')}": }
notify { "role: ${lookup('role', undef, undef, 'none')}": }
