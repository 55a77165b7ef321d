class refs(Type[Class] $c = Class['refs::foo']) {
  include $c
}
