# Each provider of app_thing requires its module's base provider by a path with '..' in it
# (File.join(File.dirname(__FILE__), '..', '..', '..', 'puppet/provider/app_base'), as the
# neutron and keystone providers do), and a third by the load path: Ruby's require expands the
# path, so the base file is loaded once, with __FILE__ the expanded path, and the type loads.
app_thing { 'a': provider => one }
app_thing { 'b': provider => two }
notice('loaded')
