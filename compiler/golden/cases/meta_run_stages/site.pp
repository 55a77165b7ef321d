# Run stages: classes assigned to a stage are contained by it; a class included from a staged
# class lands in that stage too (Class[Helper] gets stage => pre).
stage { 'pre': before => Stage['main'] }
stage { 'post': }
Stage['main'] -> Stage['post']
class early { notify { 'early': } include helper }
class late { notify { 'late': } }
class helper { notify { 'helper': } }
class { 'early': stage => 'pre' }
class { 'late': stage => post }
