# include with several arguments, arrays, leading :: and Class references.
class one {} class two {} class three {} class four {} class five {}
include one, 'two'
include ['three', ['::four']]
include Class['five']
