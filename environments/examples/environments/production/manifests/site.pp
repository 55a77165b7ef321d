# Every node gets the example class; files go under $example::root
# (fact punch_example_root, default /tmp/punch-example).
node default {
  include example
}
