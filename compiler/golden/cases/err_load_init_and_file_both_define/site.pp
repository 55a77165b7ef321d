# init.pp is loaded before the class's own file: a class defined in both is a redefinition.
include app::a::b
