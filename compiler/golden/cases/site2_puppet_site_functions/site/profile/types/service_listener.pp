# (written here: the site's alias is a larger Struct; these are the keys svc_name reads)
type Profile::Service_listener = Struct[{ service => String, Optional[upstream] => String }]
