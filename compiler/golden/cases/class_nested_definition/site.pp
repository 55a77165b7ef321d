# A class or define written inside a class is named within it (outer::inner).
class outer {
  class inner { notify { 'inner': } }
  define thing { notify { "thing ${title}": } }
  include outer::inner
  outer::thing { 'x': }
}
include outer
