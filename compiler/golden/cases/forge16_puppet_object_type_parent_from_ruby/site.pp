notify { 'point': message => geo::inspect_point(Geo::Point(1, 2)) }
notify { 'point3': message => geo::inspect_point(Geo::Point3(1, 3, 2, 'three')) }
