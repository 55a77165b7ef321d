# tag() tags the current class or define (and so everything in it); the tag metaparameter adds
# tags to one resource; tags are lower-cased.
class tagged_class {
  tag 'Extra', 'second'
  notify { 'in tagged class': }
  inner_def { 'x': }
}
define inner_def { tag 'deftag' notify { "in def ${title}": } }
include tagged_class
notify { 'with param': tag => ['ParamTag', 'other'] }
notify { 'single tag': tag => 'solo' }
