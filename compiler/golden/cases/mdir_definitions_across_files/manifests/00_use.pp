# Definitions from any file of the manifest directory are known before evaluation starts; include
# evaluates later_class at once (before $from_first is set); the node, evaluated after all files, sees it.
include later_class
later_define { 'x': }
$from_first = 'set in 00_use.pp'
