# simp/pupmod-simp-simplib's simplib::filtered Hiera 5 backend with function: yaml_data, as its documentation
# shows: the options it passes on hold 'function' and 'filter' besides 'path', so yaml_data's
# Struct[{path => String[1]}] dispatch does not match and Puppet answers with its other dispatch's error.
notice(lookup('profiles::ntp::servers'))
