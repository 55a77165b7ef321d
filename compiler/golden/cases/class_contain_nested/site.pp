# contain inside contained classes: edges go from each container to its contained class; an
# included class hangs off Stage[main]. Containing the same class twice is fine.
class app { contain app::install contain app::config contain app::install include app::helper }
class app::install { notify { 'install': } contain app::install::pkg }
class app::install::pkg { notify { 'pkg': } }
class app::config { notify { 'config': } }
class app::helper { notify { 'helper': } }
include app
